ps_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_comparison
dcl_resource_texturecube (float,float,float,float) t0
dcl_resource_texture2darray (float,float,float,float) t1
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xyzw
dcl_output o0.xyzw
dcl_temps 1
add r0.xyz, v1.xyzx, -cb0[0].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
sqrt r0.w, r0.w
div r0.w, r0.w, cb0[0].w
sample_c r0.x, r0.xyzx, t0.xxxx, s0, r0.w
sample_c_lz r0.y, v2.xyzx, t1.xxxx, s0, v2.w
mul o0.xyzw, r0.yyyy, r0.xxxx
ret 
