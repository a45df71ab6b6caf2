cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_structured t0, 16 
dcl_uav_typed_texture3d (float,float,float,float) u0
dcl_input vThreadID.xyz
dcl_temps 3
dcl_thread_group 8, 8, 16
utof r0.xyz, vThreadID.xyzx
add r0.xyz, r0.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000)
mov r0.w, l(1000000000.000000)
mov r1.x, l(0)
loop 
  uge r1.y, r1.x, cb0[0].x
  breakc_nz r1.y
  ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r2.xyzw, r1.x, l(0), t0.xyzw
  mad r1.yzw, r0.xxyz, cb0[0].yyyy, -r2.xxyz
  dp3 r1.y, r1.yzwy, r1.yzwy
  sqrt r1.y, r1.y
  add r1.y, -r2.w, r1.y
  min r0.w, r0.w, r1.y
  iadd r1.x, r1.x, l(1)
endloop 
store_uav_typed u0.xyzw, vThreadID.xyzz, r0.wwww
ret 
