gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input v[1][0].x
dcl_input v[1][0].y
dcl_input vGSInstanceID
dcl_temps 1
dcl_gsinstances 8
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_stream m1
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_stream m2
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_stream m3
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_maxout 4
iadd r0.x, vGSInstanceID.x, l(1)
utof r0.x, r0.x
mul r0.x, r0.x, v[0][0].y
utof r0.y, vGSInstanceID.x
mad r0.y, r0.y, l(0.125000), v[0][0].x
lt r0.z, r0.y, cb0[0].x
if_nz r0.z
  mov o0.x, r0.x
  emit_stream m0
else 
  lt r0.z, r0.y, cb0[0].y
  if_nz r0.z
    mov o0.x, r0.x
    emit_stream m1
  else 
    lt r0.y, r0.y, cb0[0].z
    if_nz r0.y
      mov o0.x, r0.x
      emit_stream m2
    else 
      mov o0.x, r0.x
      emit_stream m3
    endif 
  endif 
endif 
ret 
