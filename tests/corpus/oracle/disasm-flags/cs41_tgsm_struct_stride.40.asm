cs_4_1
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 16 
dcl_uav_structured u0, 32
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.x
dcl_temps 4
dcl_tgsm_structured g0, 32, 96
dcl_thread_group 96, 1, 1
imad r0.x, vThreadGroupID.x, l(96), vThreadIDInGroupFlattened.x
ld_structured r0.xyzw, r0.x, l(0), t0.xyzw
mov r1.xyz, r0.xyzx
mov r1.w, l(1)
store_structured g0.xyzw, vThreadIDInGroupFlattened.x, l(0), r1.xyzw
store_structured g0.xyzw, vThreadIDInGroupFlattened.x, l(16), r0.wwww
sync_g_t
and r0.x, vThreadIDInGroupFlattened.x, l(1)
if_z r0.x
  iadd r0.x, vThreadIDInGroupFlattened.x, l(1)
  ld_structured r2.xyzw, r0.x, l(0), g0.xyzw
  ld_structured r3.xyzw, r0.x, l(16), g0.xyzw
  add r1.xyz, r1.xyzx, r2.xyzx
  iadd r1.w, r2.w, l(1)
  max r0.xyzw, r0.wwww, r3.xyzw
  ushr r2.x, vThreadIDInGroupFlattened.x, l(1)
  imad r2.x, vThreadGroupID.x, l(48), r2.x
  store_structured u0.xyzw, r2.x, l(0), r1.xyzw
  store_structured u0.xyzw, r2.x, l(16), r0.xyzw
endif 
ret 
