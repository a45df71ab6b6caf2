gs_4_0
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].x
dcl_input vPrim
dcl_temps 4
dcl_indexableTemp x0[6], 4
dcl_inputprimitive triangle 
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_maxout 3
mov x0[2].xyzw, v[1][0].xyzw
mov x0[3].x, v[1][1].x
mov x0[4].xyzw, v[2][0].xyzw
mov x0[5].x, v[2][1].x
udiv null, r0.x, vPrim, l(3)
ishl r0.y, r0.x, l(1)
mov x0[r0.y + 0].xyzw, v[0][0].xyzw
mov x0[r0.y + 1].x, v[0][1].x
mov x0[0].xyzw, v[r0.x + 0][0].xyzw
mov x0[1].x, v[r0.x + 0][1].x
mov r0.x, l(0)
loop 
  uge r0.y, r0.x, l(2)
  breakc_nz r0.y
  iadd r0.y, -r0.x, l(2)
  mov r0.z, l(0)
  loop 
    uge r0.w, r0.z, r0.y
    breakc_nz r0.w
    ishl r0.w, r0.z, l(1)
    mov r1.x, x0[r0.w + 1].x
    iadd r1.y, r0.w, l(2)
    mov r1.z, x0[r1.y + 1].x
    lt r1.w, r1.z, r1.x
    if_nz r1.w
      mov r2.xyzw, x0[r0.w + 0].xyzw
      mov r3.xyzw, x0[r1.y + 0].xyzw
      mov x0[r0.w + 0].xyzw, r3.xyzw
      mov x0[r0.w + 1].x, r1.z
      mov x0[r1.y + 0].xyzw, r2.xyzw
      mov x0[r1.y + 1].x, r1.x
    endif 
    iadd r0.z, r0.z, l(1)
  endloop 
  iadd r0.x, r0.x, l(1)
endloop 
mov r0.x, l(0)
loop 
  uge r0.y, r0.x, l(3)
  breakc_nz r0.y
  ishl r0.y, r0.x, l(1)
  mov r1.xyzw, x0[r0.y + 0].xyzw
  mov r0.y, x0[r0.y + 1].x
  mov o0.xyzw, r1.xyzw
  mov o1.x, r0.y
  emit 
  iadd r0.x, r0.x, l(1)
endloop 
ret 
