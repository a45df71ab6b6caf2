cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 12 
dcl_uav_raw u0
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadID.x
dcl_temps 6
dcl_tgsm_raw g0, 4
dcl_tgsm_raw g1, 4
dcl_tgsm_raw g2, 4
dcl_tgsm_raw g3, 4
dcl_tgsm_raw g4, 4
dcl_thread_group 128, 1, 1
if_z vThreadIDInGroupFlattened.x
  store_raw g0.x, l(0), l(0x7fffffff)
  store_raw g1.x, l(0), l(0x7fffffff)
  store_raw g2.x, l(0), l(0x80000001)
  store_raw g3.x, l(0), l(0x80000001)
  store_raw g4.x, l(0), l(0)
endif 
sync_g_t
ld_structured_indexable(structured_buffer, stride=12)(mixed,mixed,mixed,mixed) r0.xyz, vThreadID.x, l(0), t0.xyzx
imm_atomic_imin r1.x, g0, l(0), r0.x
atomic_imin g1, l(0), r0.y
atomic_imax g2, l(0), r0.x
imm_atomic_imax r2.x, g3, l(0), r0.y
ilt r0.x, l(0), r0.z
and r0.x, r0.x, l(1)
imm_atomic_iadd r0.x, g4, l(0), r0.x
sync_g_t
if_z vThreadIDInGroupFlattened.x
  ld_raw r0.y, l(0), g0.xxxx
  imm_atomic_imin r3.x, u0, l(0), r0.y
  ld_raw r0.y, l(0), g1.xxxx
  atomic_imin u0, l(4), r0.y
  ld_raw r0.y, l(0), g2.xxxx
  atomic_imax u0, l(8), r0.y
  ld_raw r0.y, l(0), g3.xxxx
  imm_atomic_imax r4.x, u0, l(12), r0.y
  ld_raw r0.y, l(0), g4.xxxx
  imm_atomic_umax r5.x, u0, l(16), r0.y
  xor r0.y, r3.x, r4.x
  imm_atomic_umin r3.x, u0, l(20), r0.y
  iadd r0.y, r3.x, r5.x
  iadd r0.x, r0.x, r0.y
  iadd r0.y, r1.x, r2.x
  iadd r0.x, r0.y, r0.x
  store_raw u0.x, l(24), r0.x
endif 
ret 
