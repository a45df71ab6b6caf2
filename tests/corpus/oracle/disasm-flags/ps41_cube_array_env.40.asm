ps_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texturecubearray (float,float,float,float) t0
dcl_input_ps linear v1.xyz
dcl_output o0.xyzw
dcl_temps 4
mov r0.xyz, v1.xyzx
mov r0.w, l(2.000000)
sample r0.xyzw, r0.xyzw, t0.xyzw, s0
mov r1.xyz, v1.xyzx
mov r1.w, l(1.000000)
sample r1.xyzw, r1.xyzw, t0.xyzw, s0
mul r1.xyzw, r1.xyzw, cb0[0].yyyy
mov r2.xyz, v1.xyzx
mov r2.w, l(0)
sample r3.xyzw, r2.xyzw, t0.xyzw, s0
mad r1.xyzw, r3.xyzw, cb0[0].xxxx, r1.xyzw
mad r0.xyzw, r0.xyzw, cb0[0].zzzz, r1.xyzw
mov r1.xyz, v1.xyzx
mov r1.w, l(3.000000)
sample r1.xyzw, r1.xyzw, t0.xyzw, s0
mad r0.xyzw, r1.xyzw, cb0[0].wwww, r0.xyzw
mul r1.x, cb0[0].x, l(4.000000)
sample_l r1.xyzw, r2.xyzw, t0.xyzw, s0, r1.x
mad o0.xyzw, r1.xyzw, l(0.100000, 0.100000, 0.100000, 0.100000), r0.xyzw
ret 
