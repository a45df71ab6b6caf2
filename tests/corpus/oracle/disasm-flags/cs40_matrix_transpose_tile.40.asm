cs_4_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_structured t0, 4 
dcl_uav_structured u0, 4
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.xy
dcl_input vThreadIDInGroup.xy
dcl_temps 2
dcl_tgsm_structured g0, 4, 256
dcl_thread_group 16, 16, 1
ishl r0.xyzw, vThreadGroupID.xyyx, l(4)
iadd r0.xyzw, r0.xyzw, vThreadIDInGroup.xyxy
imad r0.xy, r0.ywyy, cb0[0].xyxx, r0.xzxx
ld_structured r1.x, r0.x, l(0), t0.xxxx
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r1.x
sync_g_t
ishl r0.x, vThreadIDInGroup.x, l(4)
iadd r0.x, r0.x, vThreadIDInGroup.y
ld_structured r1.x, r0.x, l(0), g0.xxxx
store_structured u0.x, r0.y, l(0), r1.x
ret 
