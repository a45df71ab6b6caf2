cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured u0, 4
dcl_input vThreadIDInGroupFlattened
dcl_temps 3
dcl_tgsm_structured g0, 4, 2048
dcl_thread_group 1024, 1, 1
ishl r0.x, vThreadIDInGroupFlattened.x, l(1)
ld_structured_indexable(structured_buffer, stride=4)(mixed,mixed,mixed,mixed) r0.y, r0.x, l(0), u0.xxxx
store_structured g0.x, r0.x, l(0), r0.y
imad r0.y, vThreadIDInGroupFlattened.x, l(2), l(1)
ld_structured_indexable(structured_buffer, stride=4)(mixed,mixed,mixed,mixed) r0.z, r0.y, l(0), u0.xxxx
store_structured g0.x, r0.y, l(0), r0.z
iadd r0.z, r0.x, l(2)
mov r0.w, l(1)
mov r1.x, l(1024)
loop 
  uge r1.y, l(0), r1.x
  breakc_nz r1.y
  sync_g_t
  ult r1.y, vThreadIDInGroupFlattened.x, r1.x
  if_nz r1.y
    imad r1.y, r0.w, r0.y, l(-1)
    imad r1.z, r0.w, r0.z, l(-1)
    ld_structured r1.y, r1.y, l(0), g0.xxxx
    ld_structured r1.w, r1.z, l(0), g0.xxxx
    iadd r1.y, r1.y, r1.w
    store_structured g0.x, r1.z, l(0), r1.y
  endif 
  ishl r0.w, r0.w, l(1)
  ushr r1.x, r1.x, l(1)
endloop 
if_z vThreadIDInGroupFlattened.x
  store_structured g0.x, l(2047), l(0), l(0)
endif 
mov r0.w, l(2048)
mov r1.x, l(1)
loop 
  uge r1.y, r1.x, l(2048)
  breakc_nz r1.y
  ushr r0.w, r0.w, l(1)
  sync_g_t
  ult r1.y, vThreadIDInGroupFlattened.x, r1.x
  if_nz r1.y
    imad r1.y, r0.w, r0.y, l(-1)
    imad r1.z, r0.w, r0.z, l(-1)
    ld_structured r1.w, r1.y, l(0), g0.xxxx
    ld_structured r2.x, r1.z, l(0), g0.xxxx
    store_structured g0.x, r1.y, l(0), r2.x
    ld_structured r1.y, r1.z, l(0), g0.xxxx
    iadd r1.y, r1.w, r1.y
    store_structured g0.x, r1.z, l(0), r1.y
  endif 
  ishl r1.x, r1.x, l(1)
endloop 
sync_g_t
ld_structured r0.z, r0.x, l(0), g0.xxxx
store_structured u0.x, r0.x, l(0), r0.z
ld_structured r0.z, r0.y, l(0), g0.xxxx
store_structured u0.x, r0.y, l(0), r0.z
ret 
