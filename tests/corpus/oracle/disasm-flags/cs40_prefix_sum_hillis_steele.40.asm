cs_4_0
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 4 
dcl_uav_structured u0, 4
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadID.x
dcl_temps 4
dcl_tgsm_structured g0, 4, 64
dcl_thread_group 64, 1, 1
ld_structured r0.x, vThreadID.x, l(0), t0.xxxx
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.x
sync_g_t
iadd r1.xyzw, vThreadIDInGroupFlattened.xxxx, l(-1, -2, -4, -8)
ld_structured r2.x, r1.x, l(0), g0.xxxx
sync_g_t
uge r3.xyzw, vThreadIDInGroupFlattened.xxxx, l(1, 2, 4, 8)
and r0.y, r2.x, r3.x
iadd r0.x, r0.y, r0.x
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.x
sync_g_t
ld_structured r2.x, r1.y, l(0), g0.xxxx
and r0.y, r2.x, r3.y
iadd r0.x, r0.y, r0.x
sync_g_t
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.x
sync_g_t
ld_structured r2.x, r1.z, l(0), g0.xxxx
and r0.y, r2.x, r3.z
iadd r0.x, r0.y, r0.x
sync_g_t
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.x
sync_g_t
ld_structured r1.x, r1.w, l(0), g0.xxxx
and r0.y, r1.x, r3.w
iadd r0.x, r0.y, r0.x
sync_g_t
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.x
sync_g_t
iadd r0.yz, vThreadIDInGroupFlattened.xxxx, l(0, -16, -32, 0)
ld_structured r1.x, r0.y, l(0), g0.xxxx
sync_g_t
uge r0.yw, vThreadIDInGroupFlattened.xxxx, l(0, 16, 0, 32)
and r0.y, r1.x, r0.y
iadd r0.x, r0.y, r0.x
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.x
sync_g_t
ld_structured r1.x, r0.z, l(0), g0.xxxx
and r0.y, r0.w, r1.x
iadd r0.x, r0.y, r0.x
store_structured u0.x, vThreadID.x, l(0), r0.x
ret 
