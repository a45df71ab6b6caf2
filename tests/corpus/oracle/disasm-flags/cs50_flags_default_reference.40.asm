cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_uav_structured u0, 16
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.xyzw, vThreadID.x, l(0), u0.xyzw
mul r1.xyzw, r0.yyyy, cb0[1].xyzw
mad r1.xyzw, cb0[0].xyzw, r0.xxxx, r1.xyzw
mad r1.xyzw, cb0[2].xyzw, r0.zzzz, r1.xyzw
mad r1.xyzw, cb0[3].xyzw, r0.wwww, r1.xyzw
dp3 r2.x, r1.xyzx, r1.xyzx
rsq r2.y, r2.x
lt r2.x, cb0[4].x, r2.x
mul r2.yzw, r1.xxyz, r2.yyyy
movc r1.xyz, r2.xxxx, r2.yzwy, r1.xyzx
add r2.xyzw, -r0.xyzw, r1.xyzw
add r1.xyzw, r0.xyzw, r1.xyzw
mad r0.xyzw, r0.xyzw, r0.xyzw, l(1.000000, 1.000000, 1.000000, 1.000000)
mul r1.xyzw, r1.xyzw, r2.xyzw
div r0.xyzw, r1.xyzw, r0.xyzw
store_structured u0.xyzw, vThreadID.x, l(0), r0.xyzw
ret 
