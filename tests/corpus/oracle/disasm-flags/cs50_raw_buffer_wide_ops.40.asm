cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 64, 1, 1
imul null, r0.x, vThreadID.x, l(40)
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.yzw, r0.x, t0.xxyz
imad r1.xyz, vThreadID.xxxx, l(40, 40, 40, 0), l(12, 16, 24, 0)
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r2.xy, r1.y, t0.xyxx
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r3.xyzw, r1.z, t0.xyzw
mov r2.z, r3.w
store_raw u0.xyz, r0.x, r2.zyxz
store_raw u0.xyz, r1.x, r0.zwyz
iadd r2.xyzw, r0.yyyy, r3.zyxw
store_raw u0.xyzw, r1.z, r2.xyzw
if_z vThreadID.x
  bufinfo_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.x, t0.xyzw
  store_raw u0.x, l(0), r0.x
endif 
ret 
