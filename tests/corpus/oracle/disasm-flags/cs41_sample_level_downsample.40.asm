cs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_uav_structured u0, 16
dcl_input vThreadID.xy
dcl_temps 2
dcl_thread_group 32, 24, 1
ishl r0.xy, vThreadID.xyxx, l(1)
iadd r0.xy, r0.xyxx, l(1, 1, 0, 0)
utof r0.xy, r0.xyxx
mul r0.xy, r0.xyxx, cb0[0].xyxx
sample_l r1.xyzw, r0.xyxx, t0.xyzw, s0, l(0.000000)
gather4 r0.x, r0.xyxx, t0.xyzw, s0.x
mad r0.xyzw, r0.xxxx, l(0.010000, 0.010000, 0.010000, 0.010000), r1.xyzw
imad r1.x, vThreadID.y, cb0[0].z, vThreadID.x
store_structured u0.xyzw, r1.x, l(0), r0.xyzw
ret 
