ps_4_1
dcl_globalFlags refactoringAllowed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2darray (float,float,float,float) t1
dcl_input_ps linear v1.xyz
dcl_output o0.xyzw
dcl_temps 1
lod o0.y, v1.xyxx, t1.y, s0
lod r0.x, v1.xyxx, t0.x, s0
round_ni r0.y, r0.x
sample_l r0.y, v1.xyzx, t1.xwyz, s0, r0.y
frc o0.z, r0.x
mov o0.xw, r0.xxxy
ret 
