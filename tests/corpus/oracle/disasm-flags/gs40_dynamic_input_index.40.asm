gs_4_0
dcl_constantbuffer cb0[2], immediateIndexed
dcl_input_siv v[6][0].xyzw, position
dcl_input v[6][1].xyzw
dcl_input v[6][2].xy
dcl_temps 3
dcl_inputprimitive triangleadj 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xy
dcl_maxout 6
mov r0.x, l(0)
loop 
  uge r0.y, r0.x, cb0[1].x
  breakc_nz r0.y
  ineg r0.y, r0.x
  ult r1.xyzw, r0.xxxx, l(4, 1, 2, 3)
  and r2.y, r0.y, r1.z
  iadd r0.yz, r0.xxxx, l(0, -3, 1, 0)
  movc r2.z, r1.z, l(0), r0.y
  ieq r2.w, r1.w, l(0)
  mov r2.x, r1.y
  and r2.xyzw, r2.xyzw, cb0[0].xyzw
  or r0.yw, r2.yyyw, r2.xxxz
  or r0.y, r0.w, r0.y
  iadd r0.w, r0.x, cb0[0].x
  udiv null, r0.w, r0.w, l(6)
  movc r0.y, r1.x, r0.y, r0.w
  iadd r0.w, r0.y, l(1)
  udiv null, r0.w, r0.w, l(6)
  mov o0.xyzw, v[r0.y + 0][0].xyzw
  mov o1.xyzw, v[r0.w + 0][1].xyzw
  mov o2.xy, v[r0.y + 0][2].xyxx
  emit 
  mov r0.x, r0.z
endloop 
ret 
