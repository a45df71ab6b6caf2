gs_4_0
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input v[4][0].xyzw
dcl_temps 6
dcl_inputprimitive lineadj 
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_maxout 17
add r0.xyz, v[1][0].xyzx, v[1][0].xyzx
add r1.xyz, v[2][0].xyzx, -v[0][0].xyzx
add r2.xyz, v[0][0].xyzx, v[0][0].xyzx
mad r2.xyz, -v[1][0].xyzx, l(5.000000, 5.000000, 5.000000, 0.000000), r2.xyzx
mad r2.xyz, v[2][0].xyzx, l(4.000000, 4.000000, 4.000000, 0.000000), r2.xyzx
add r2.xyz, r2.xyzx, -v[3][0].xyzx
mad r3.xyz, v[1][0].xyzx, l(3.000000, 3.000000, 3.000000, 0.000000), -v[0][0].xyzx
mad r3.xyz, -v[2][0].xyzx, l(3.000000, 3.000000, 3.000000, 0.000000), r3.xyzx
add r3.xyz, r3.xyzx, v[3][0].xyzx
mov r4.w, l(1.000000)
mov r0.w, l(0)
loop 
  ilt r1.w, l(16), r0.w
  breakc_nz r1.w
  itof r1.w, r0.w
  mul r1.w, r1.w, l(0.062500)
  mul r2.w, r1.w, r1.w
  mul r3.w, r1.w, r2.w
  mad r5.xyz, r1.xyzx, r1.wwww, r0.xyzx
  mad r5.xyz, r2.xyzx, r2.wwww, r5.xyzx
  mad r5.xyz, r3.xyzx, r3.wwww, r5.xyzx
  mul r4.xyz, r5.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000)
  dp4 r2.w, r4.xyzw, cb0[0].xyzw
  dp4 r3.w, r4.xyzw, cb0[1].xyzw
  dp4 r5.x, r4.xyzw, cb0[2].xyzw
  dp4 r4.x, r4.xyzw, cb0[3].xyzw
  mov o0.x, r2.w
  mov o0.y, r3.w
  mov o0.z, r5.x
  mov o0.w, r4.x
  mov o1.x, r1.w
  emit 
  iadd r0.w, r0.w, l(1)
endloop 
ret 
