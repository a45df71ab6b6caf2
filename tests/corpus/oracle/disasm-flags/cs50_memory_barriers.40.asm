cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured u0, 4
dcl_uav_raw_glc u1
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.x
dcl_temps 1
dcl_tgsm_structured g0, 4, 32
dcl_thread_group 32, 1, 1
imul null, r0.x, vThreadIDInGroupFlattened.x, vThreadGroupID.x
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.x
sync_g
iadd r0.x, vThreadIDInGroupFlattened.x, l(1)
and r0.x, r0.x, l(31)
ld_structured r0.x, r0.x, l(0), g0.xxxx
imad r0.y, vThreadGroupID.x, l(32), vThreadIDInGroupFlattened.x
store_structured u0.x, r0.y, l(0), r0.x
sync_uglobal
if_z vThreadIDInGroupFlattened.x
  ishl r0.z, vThreadGroupID.x, l(2)
  store_raw u1.x, r0.z, r0.x
endif 
sync_uglobal_t
sync_uglobal_g
iadd r0.z, vThreadGroupID.x, l(1)
bfi r0.z, l(3), l(2), r0.z, l(0)
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.z, r0.z, u1.xxxx
iadd r0.x, r0.z, r0.x
store_structured u0.x, r0.y, l(0), r0.x
ret 
