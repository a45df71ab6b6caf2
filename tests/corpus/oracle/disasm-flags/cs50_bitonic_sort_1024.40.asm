cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured u0, 4
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.x
dcl_temps 4
dcl_tgsm_structured g0, 4, 1024
dcl_thread_group 1024, 1, 1
imad r0.x, vThreadGroupID.x, l(1024), vThreadIDInGroupFlattened.x
ld_structured_indexable(structured_buffer, stride=4)(mixed,mixed,mixed,mixed) r0.y, r0.x, l(0), u0.xxxx
store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r0.y
sync_g_t
mov r0.y, l(2)
loop 
  ult r0.z, l(1024), r0.y
  breakc_nz r0.z
  ushr r0.z, r0.y, l(1)
  and r0.w, r0.y, vThreadIDInGroupFlattened.x
  mov r1.x, r0.z
  loop 
    uge r1.y, l(0), r1.x
    breakc_nz r1.y
    xor r1.y, r1.x, vThreadIDInGroupFlattened.x
    ld_structured r1.z, vThreadIDInGroupFlattened.x, l(0), g0.xxxx
    ld_structured r1.w, r1.y, l(0), g0.xxxx
    ult r1.y, vThreadIDInGroupFlattened.x, r1.y
    umin r2.x, r1.w, r1.z
    umax r1.z, r1.w, r1.z
    swapc r2.x, r3.x, r0.w, r1.z, r2.x
    movc r1.y, r1.y, r3.x, r2.x
    sync_g_t
    store_structured g0.x, vThreadIDInGroupFlattened.x, l(0), r1.y
    sync_g_t
    ushr r1.x, r1.x, l(1)
  endloop 
  ishl r0.y, r0.y, l(1)
endloop 
ld_structured r0.y, vThreadIDInGroupFlattened.x, l(0), g0.xxxx
store_structured u0.x, r0.x, l(0), r0.y
ret 
