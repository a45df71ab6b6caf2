cs_5_0
dcl_globalFlags refactoringAllowed | skipOptimization
dcl_constantbuffer cb0[5], immediateIndexed
dcl_uav_structured u0, 16
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.x, vThreadID.x, l(0), u0.xxxx
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.y, vThreadID.x, l(4), u0.xxxx
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.z, vThreadID.x, l(8), u0.xxxx
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.w, vThreadID.x, l(12), u0.xxxx
mov r0.x, r0.x
mov r0.y, r0.y
mov r0.z, r0.z
mov r0.w, r0.w
mul r1.xyzw, r0.xxxx, cb0[0].xyzw
mul r2.xyzw, r0.yyyy, cb0[1].xyzw
add r1.xyzw, r1.xyzw, r2.xyzw
mul r2.xyzw, r0.zzzz, cb0[2].xyzw
add r1.xyzw, r1.xyzw, r2.xyzw
mul r2.xyzw, r0.wwww, cb0[3].xyzw
add r1.xyzw, r1.xyzw, r2.xyzw
dp3 r2.x, r1.xyzx, r1.xyzx
lt r2.y, cb0[4].x, r2.x
if_nz r2.y
  rsq r2.x, r2.x
  mul r1.xyz, r1.xyzx, r2.xxxx
endif 
mov r2.xyzw, -r0.xyzw
add r2.xyzw, r1.xyzw, r2.xyzw
add r1.xyzw, r0.xyzw, r1.xyzw
mul r1.xyzw, r1.xyzw, r2.xyzw
mul r0.xyzw, r0.xyzw, r0.xyzw
itof r2.xyzw, l(1, 1, 1, 1)
add r0.xyzw, r0.xyzw, r2.xyzw
div r0.xyzw, r1.xyzw, r0.xyzw
store_structured u0.x, vThreadID.x, l(0), r0.x
store_structured u0.x, vThreadID.x, l(4), r0.y
store_structured u0.x, vThreadID.x, l(8), r0.z
store_structured u0.x, vThreadID.x, l(12), r0.w
ret 
