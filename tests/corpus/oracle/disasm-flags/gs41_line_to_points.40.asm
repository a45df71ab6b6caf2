gs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input v[2][0].xyzw
dcl_input v[2][1].xyzw
dcl_temps 6
dcl_inputprimitive line 
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_maxout 9
add r0.xyzw, -v[0][0].xyzw, v[1][0].xyzw
add r1.xyzw, -v[0][1].xyzw, v[1][1].xyzw
mov r2.x, l(0)
loop 
  ilt r2.y, l(8), r2.x
  breakc_nz r2.y
  itof r2.y, r2.x
  mul r2.y, r2.y, l(0.125000)
  mad r3.xyzw, r2.yyyy, r0.xyzw, v[0][0].xyzw
  dp4 r2.z, r3.xyzw, cb0[0].xyzw
  dp4 r2.w, r3.xyzw, cb0[1].xyzw
  dp4 r4.x, r3.xyzw, cb0[2].xyzw
  dp4 r3.x, r3.xyzw, cb0[3].xyzw
  mad r5.xyzw, r2.yyyy, r1.xyzw, v[0][1].xyzw
  mov o0.x, r2.z
  mov o0.y, r2.w
  mov o0.z, r4.x
  mov o0.w, r3.x
  mov o1.xyzw, r5.xyzw
  emit 
  iadd r2.x, r2.x, l(1)
endloop 
ret 
