gs_4_0
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input v[2][0].xyzw
dcl_temps 3
dcl_inputprimitive line 
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_maxout 16
add r0.xyzw, -v[0][0].xyzw, v[1][0].xyzw
mov r1.x, l(0)
loop 
  ige r1.y, r1.x, l(16)
  breakc_nz r1.y
  itof r1.y, r1.x
  mul r1.y, r1.y, l(0.066667)
  mad r2.xyzw, r1.yyyy, r0.xyzw, v[0][0].xyzw
  dp4 r1.y, r2.xyzw, cb0[0].xyzw
  dp4 r1.z, r2.xyzw, cb0[1].xyzw
  dp4 r1.w, r2.xyzw, cb0[2].xyzw
  dp4 r2.x, r2.xyzw, cb0[3].xyzw
  mov o0.x, r1.y
  mov o0.y, r1.z
  mov o0.z, r1.w
  mov o0.w, r2.x
  emit 
  and r1.y, r1.x, l(1)
  ieq r1.y, r1.y, l(1)
  if_nz r1.y
    cut 
  endif 
  iadd r1.x, r1.x, l(1)
endloop 
ret 
