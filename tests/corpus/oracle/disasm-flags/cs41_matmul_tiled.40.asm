cs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_structured t0, 4 
dcl_resource_structured t1, 4 
dcl_uav_structured u0, 4
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadIDInGroup.xy
dcl_input vThreadID.xy
dcl_temps 6
dcl_tgsm_structured g0, 8, 64
dcl_thread_group 8, 8, 1
ishl r0.x, vThreadIDInGroup.y, l(3)
iadd r1.xyzw, r0.xxxx, l(1, 2, 3, 4)
iadd r2.xyzw, vThreadIDInGroup.xxxx, l(8, 16, 24, 32)
iadd r0.yzw, r0.xxxx, l(0, 5, 6, 7)
iadd r3.xyz, vThreadIDInGroup.xxxx, l(40, 48, 56, 0)
mov r3.w, l(0)
mov r4.x, l(0)
loop 
  uge r4.y, r4.x, cb0[0].x
  breakc_nz r4.y
  imad r4.y, vThreadID.y, cb0[0].x, r4.x
  iadd r4.y, r4.y, vThreadIDInGroup.x
  ld_structured r5.x, r4.y, l(0), t0.xxxx
  iadd r4.y, r4.x, vThreadIDInGroup.y
  imad r4.y, r4.y, cb0[0].x, vThreadID.x
  ld_structured r5.y, r4.y, l(0), t1.xxxx
  store_structured g0.xy, vThreadIDInGroupFlattened.x, l(0), r5.xyxx
  sync_g_t
  ld_structured r4.y, r0.x, l(0), g0.xxxx
  ld_structured r4.z, vThreadIDInGroup.x, l(4), g0.xxxx
  mad r4.y, r4.y, r4.z, r3.w
  ld_structured r4.z, r1.x, l(0), g0.xxxx
  ld_structured r4.w, r2.x, l(4), g0.xxxx
  mad r4.y, r4.z, r4.w, r4.y
  ld_structured r4.z, r1.y, l(0), g0.xxxx
  ld_structured r4.w, r2.y, l(4), g0.xxxx
  mad r4.y, r4.z, r4.w, r4.y
  ld_structured r4.z, r1.z, l(0), g0.xxxx
  ld_structured r4.w, r2.z, l(4), g0.xxxx
  mad r4.y, r4.z, r4.w, r4.y
  ld_structured r4.z, r1.w, l(0), g0.xxxx
  ld_structured r4.w, r2.w, l(4), g0.xxxx
  mad r4.y, r4.z, r4.w, r4.y
  ld_structured r4.z, r0.y, l(0), g0.xxxx
  ld_structured r4.w, r3.x, l(4), g0.xxxx
  mad r4.y, r4.z, r4.w, r4.y
  ld_structured r4.z, r0.z, l(0), g0.xxxx
  ld_structured r4.w, r3.y, l(4), g0.xxxx
  mad r4.y, r4.z, r4.w, r4.y
  ld_structured r4.z, r0.w, l(0), g0.xxxx
  ld_structured r4.w, r3.z, l(4), g0.xxxx
  mad r3.w, r4.z, r4.w, r4.y
  sync_g_t
  iadd r4.x, r4.x, l(8)
endloop 
imad r0.x, vThreadID.y, cb0[0].x, vThreadID.x
store_structured u0.x, r0.x, l(0), r3.w
ret 
