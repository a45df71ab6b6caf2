cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_uav_structured u0, 16
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.xyzw, vThreadID.x, l(0), u0.xyzw
dp4 r1.x, cb0[0].xyzw, r0.xyzw
dp4 r1.y, cb0[1].xyzw, r0.xyzw
dp4 r1.z, cb0[2].xyzw, r0.xyzw
dp3 r1.w, r1.xyzx, r1.xyzx
rsq r2.x, r1.w
lt r1.w, cb0[4].x, r1.w
mul r2.xyz, r1.xyzx, r2.xxxx
movc r1.xyz, r1.wwww, r2.xyzx, r1.xyzx
dp4 r1.w, cb0[3].xyzw, r0.xyzw
add r2.xyzw, -r0.xyzw, r1.xyzw
add r1.xyzw, r0.xyzw, r1.xyzw
mad r0.xyzw, r0.xyzw, r0.xyzw, l(1.000000, 1.000000, 1.000000, 1.000000)
mul r1.xyzw, r1.xyzw, r2.xyzw
div r0.xyzw, r1.xyzw, r0.xyzw
store_structured u0.xyzw, vThreadID.x, l(0), r0.xyzw
ret 
