cs_4_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_texture2d (float,float,float,float) t0
dcl_uav_structured u0, 16
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.y
dcl_temps 3
dcl_tgsm_structured g0, 16, 256
dcl_thread_group 256, 1, 1
mov r0.x, vThreadIDInGroupFlattened.x
mov r0.y, vThreadGroupID.y
mov r0.zw, l(0,0,0,0)
ld r0.xyzw, r0.xyzw, t0.xyzw
store_structured g0.xyzw, vThreadIDInGroupFlattened.x, l(0), r0.xyzw
sync_g_t
ineg r0.x, cb0[0].y
mov r1.xyzw, l(0,0,0,0)
mov r0.y, r0.x
loop 
  ilt r0.z, cb0[0].y, r0.y
  breakc_nz r0.z
  iadd r0.z, r0.y, vThreadIDInGroupFlattened.x
  imax r0.z, r0.z, l(0)
  imin r0.z, r0.z, l(255)
  ld_structured r2.xyzw, r0.z, l(0), g0.xyzw
  add r1.xyzw, r1.xyzw, r2.xyzw
  iadd r0.y, r0.y, l(1)
endloop 
imad r0.x, vThreadGroupID.y, cb0[0].x, vThreadIDInGroupFlattened.x
ishl r0.y, cb0[0].y, l(1)
iadd r0.y, r0.y, l(1)
itof r0.y, r0.y
div r1.xyzw, r1.xyzw, r0.yyyy
store_structured u0.xyzw, r0.x, l(0), r1.xyzw
ret 
