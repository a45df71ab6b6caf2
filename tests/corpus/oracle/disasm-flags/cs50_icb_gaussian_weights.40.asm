cs_5_0
dcl_globalFlags refactoringAllowed
dcl_immediateConstantBuffer { { 0.016200, 0, 0, 0},
                              { 0.054000, 0, 0, 0},
                              { 0.121600, 0, 0, 0},
                              { 0.194500, 0, 0, 0},
                              { 0.227000, 0, 0, 0},
                              { 0.194500, 0, 0, 0},
                              { 0.121600, 0, 0, 0},
                              { 0.054000, 0, 0, 0},
                              { 0.016200, 0, 0, 0} }
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_texture2d (float,float,float,float) t0
dcl_uav_typed_texture2d (float,float,float,float) u0
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.xy
dcl_temps 4
dcl_tgsm_structured g0, 16, 72
dcl_thread_group 64, 1, 1
ishl r0.y, vThreadGroupID.x, l(6)
mov r0.x, vThreadGroupID.y
movc r0.xy, cb0[0].xxxx, r0.xyxx, r0.yxyy
movc r0.zw, cb0[0].xxxx, l(0,0,0,1), l(0,0,1,0)
iadd r1.x, vThreadIDInGroupFlattened.x, l(4)
imad r2.xy, r0.zwzz, vThreadIDInGroupFlattened.xxxx, r0.xyxx
mov r2.zw, l(0,0,0,0)
ld_indexable(texture2d)(float,float,float,float) r3.xyzw, r2.xyzw, t0.xyzw
store_structured g0.xyzw, r1.x, l(0), r3.xyzw
ult r1.x, vThreadIDInGroupFlattened.x, l(4)
if_nz r1.x
  iadd r1.xy, vThreadIDInGroupFlattened.xxxx, l(-4, 68, 0, 0)
  imad r3.xy, r0.zwzz, r1.xxxx, r0.xyxx
  mov r3.zw, l(0,0,0,0)
  ld_indexable(texture2d)(float,float,float,float) r3.xyzw, r3.xyzw, t0.xyzw
  store_structured g0.xyzw, vThreadIDInGroupFlattened.x, l(0), r3.xyzw
  iadd r1.x, vThreadIDInGroupFlattened.x, l(64)
  imad r0.xy, r0.zwzz, r1.xxxx, r0.xyxx
  mov r0.zw, l(0,0,0,0)
  ld_indexable(texture2d)(float,float,float,float) r0.xyzw, r0.xyzw, t0.xyzw
  store_structured g0.xyzw, r1.y, l(0), r0.xyzw
endif 
sync_g_t
mov r0.xyzw, l(0,0,0,0)
mov r1.x, l(0)
loop 
  uge r1.y, r1.x, l(9)
  breakc_nz r1.y
  iadd r1.y, r1.x, vThreadIDInGroupFlattened.x
  ld_structured r3.xyzw, r1.y, l(0), g0.xyzw
  mad r0.xyzw, r3.xyzw, icb[r1.x + 0].xxxx, r0.xyzw
  iadd r1.x, r1.x, l(1)
endloop 
store_uav_typed u0.xyzw, r2.xyyy, r0.xyzw
ret 
