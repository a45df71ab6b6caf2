cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_uav_typed_texture2d (float,float,float,float) u0
dcl_input vThreadIDInGroup.xy
dcl_input vThreadID.xy
dcl_temps 2
dcl_thread_group 32, 32, 1
utof r0.xy, vThreadID.xyxx
mad r0.x, r0.x, l(0.039063), cb0[0].x
mad r0.y, r0.y, l(0.029297), -cb0[0].x
sincos null, r0.y, r0.y
sincos r0.x, null, r0.x
mul r0.x, r0.y, r0.x
utof r1.xy, vThreadIDInGroup.xyxx
mul r0.yz, r1.xxyx, l(0.000000, 0.031250, 0.031250, 0.000000)
mov r0.w, l(1.000000)
store_uav_typed u0.xyzw, vThreadID.xyyy, r0.xyzw
ret 
