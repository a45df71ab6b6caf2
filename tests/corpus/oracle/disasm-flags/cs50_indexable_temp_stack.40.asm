cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 4 
dcl_uav_structured u0, 4
dcl_input vThreadID.x
dcl_temps 3
dcl_indexableTemp x0[16], 4
dcl_thread_group 64, 1, 1
imul null, r0.x, vThreadID.x, l(7)
mov x0[0].x, l(0)
mov r0.yz, l(0,0,1,0)
loop 
  ult r1.x, l(0), r0.z
  ult r1.y, r0.y, l(64)
  and r1.x, r1.y, r1.x
  breakc_z r1.x
  iadd r0.yw, r0.yyyz, l(0, 1, 0, -1)
  mov r1.x, x0[r0.w + 0].x
  ld_structured_indexable(structured_buffer, stride=4)(mixed,mixed,mixed,mixed) r1.y, r1.x, l(0), t0.xxxx
  ishl r1.z, r1.x, l(1)
  bfi r1.x, l(31), l(1), r1.x, l(1)
  iadd r1.z, r1.z, l(2)
  ult r1.w, r1.x, l(1023)
  ult r2.x, r0.w, l(15)
  and r1.w, r1.w, r2.x
  if_nz r1.w
    and r1.w, r1.y, l(1)
    movc r1.w, r1.w, r1.x, r1.z
    mov x0[r0.w + 0].x, r1.w
  else 
    mov r0.z, r0.w
  endif 
  ult r0.w, r1.z, l(1023)
  ult r1.w, r0.z, l(15)
  and r0.w, r0.w, r1.w
  ult r1.w, r0.x, r1.y
  and r0.w, r0.w, r1.w
  if_nz r0.w
    iadd r0.w, r0.z, l(1)
    and r1.y, r1.y, l(1)
    movc r1.x, r1.y, r1.z, r1.x
    mov x0[r0.z + 0].x, r1.x
    mov r0.z, r0.w
  endif 
endloop 
store_structured u0.x, vThreadID.x, l(0), r0.y
ret 
