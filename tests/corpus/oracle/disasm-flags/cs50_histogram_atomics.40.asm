cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_texture2d (float,float,float,float) t0
dcl_uav_raw u0
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadID.xy
dcl_temps 1
dcl_tgsm_structured g0, 4, 256
dcl_thread_group 16, 16, 1
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), l(0)
sync_g_t
mov r0.xy, vThreadID.xyxx
mov r0.zw, l(0,0,0,0)
ld_indexable(texture2d)(float,float,float,float) r0.xyz, r0.xyzw, t0.xyzw
dp3_sat r0.x, r0.xyzx, l(0.212600, 0.715200, 0.072200, 0.000000)
mul r0.x, r0.x, l(255.000000)
ftou r0.x, r0.x
mov r0.y, l(0)
atomic_iadd g0, r0.xyxx, l(1)
sync_g_t
ld_structured r0.x, vThreadIDInGroupFlattened.x, l(0), g0.xxxx
ishl r0.y, vThreadIDInGroupFlattened.x, l(2)
atomic_iadd u0, r0.y, r0.x
ret 
