cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_resource_structured t0, 16 
dcl_uav_structured_opc u0, 4
dcl_uav_structured_opc u1, 4
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 64, 1, 1
uge r0.x, vThreadID.x, cb0[6].x
if_nz r0.x
  ret 
endif 
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.xyzw, vThreadID.x, l(0), t0.xyzw
mov r1.xyz, r0.xyzx
mov r1.w, l(1.000000)
dp4 r0.x, r1.xyzw, cb0[0].xyzw
dp4 r0.y, r1.xyzw, cb0[1].xyzw
lt r0.xy, -r0.wwww, r0.xyxx
and r0.x, r0.y, r0.x
dp4 r0.y, r1.xyzw, cb0[2].xyzw
lt r0.y, -r0.w, r0.y
and r0.x, r0.y, r0.x
dp4 r0.y, r1.xyzw, cb0[3].xyzw
lt r0.y, -r0.w, r0.y
and r0.x, r0.y, r0.x
dp4 r0.y, r1.xyzw, cb0[4].xyzw
lt r0.y, -r0.w, r0.y
and r0.x, r0.y, r0.x
dp4 r0.y, r1.xyzw, cb0[5].xyzw
lt r0.y, -r0.w, r0.y
and r0.x, r0.y, r0.x
if_nz r0.x
  imm_atomic_alloc r0.x, u0
  store_structured u0.x, r0.x, l(0), vThreadID.x
else 
  imm_atomic_consume r0.x, u1
  store_structured u1.x, r0.x, l(0), vThreadID.x
endif 
ret 
