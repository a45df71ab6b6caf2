cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_uav_structured u0, 32
dcl_uav_structured u1, 32
dcl_uav_structured u2, 4
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 256, 1, 1
uge r0.x, vThreadID.x, cb0[0].y
if_nz r0.x
  ret 
endif 
imm_atomic_consume r0.x, u0
ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r1.x, r0.x, l(0), u0.xxxx
ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r1.y, r0.x, l(4), u0.xxxx
ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r1.z, r0.x, l(8), u0.xxxx
ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r0.y, r0.x, l(12), u0.xxxx
ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r2.x, r0.x, l(16), u0.xxxx
ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r0.z, r0.x, l(20), u0.xxxx
ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r2.z, r0.x, l(24), u0.xxxx
ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r2.w, r0.x, l(28), u0.xxxx
add r3.w, r0.y, -cb0[0].x
lt r0.x, l(0.000000), r3.w
if_nz r0.x
  mad r2.y, -cb0[0].x, l(9.810000), r0.z
  mad r3.xyz, r2.xyzx, cb0[0].xxxx, r1.xyzx
  imm_atomic_alloc r0.x, u1
  store_structured u1.xyzw, r0.x, l(0), r3.xyzw
  store_structured u1.xyzw, r0.x, l(16), r2.xyzw
else 
  imm_atomic_alloc r0.x, u2
  store_structured u2.x, r0.x, l(0), r2.w
endif 
ret 
