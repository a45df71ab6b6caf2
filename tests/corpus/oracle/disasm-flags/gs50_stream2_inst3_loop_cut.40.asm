gs_5_0
dcl_globalFlags refactoringAllowed
dcl_input v[1][0].xyzw
dcl_input v[1][1].xyzw
dcl_input vGSInstanceID
dcl_temps 3
dcl_gsinstances 3
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_stream m1
dcl_outputtopology pointlist 
dcl_output o0.xyzw
dcl_maxout 10
add r0.xyzw, -v[0][0].xyzw, v[0][1].xyzw
mov r1.x, l(0)
loop 
  ige r1.y, r1.x, l(5)
  breakc_nz r1.y
  imad r1.y, vGSInstanceID.x, l(5), r1.x
  utof r1.y, r1.y
  mul r1.y, r1.y, l(0.066667)
  mad r2.xyzw, r1.yyyy, r0.xyzw, v[0][0].xyzw
  mov o0.xyzw, r2.xyzw
  mov o1.x, r1.y
  emit_stream m0
  and r1.y, r1.x, l(1)
  if_z r1.y
    mov o0.xyzw, r2.xyzw
    emit_stream m1
    cut_stream m1
  endif 
  iadd r1.x, r1.x, l(1)
endloop 
ret 
