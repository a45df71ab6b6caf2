vs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texturecube (float,float,float,float) t0
dcl_resource_texturecubearray (float,float,float,float) t1
dcl_input v0.xyz
dcl_input v1.xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 2
mov r0.xyz, v0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
add r0.xyz, v0.xyzx, -cb0[4].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
dp3 r0.w, r0.xyzx, v1.xyzx
add r0.w, r0.w, r0.w
mad r0.xyz, v1.xyzx, -r0.wwww, r0.xyzx
mov r0.w, cb0[4].w
sample_l r1.xyz, r0.xyzw, t1.xyzw, s0, l(1.000000)
sample_l r0.xyz, r0.xyzx, t0.xyzw, s0, l(3.000000)
add o1.xyz, r1.xyzx, r0.xyzx
ret 
