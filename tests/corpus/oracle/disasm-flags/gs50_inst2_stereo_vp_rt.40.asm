gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[10], dynamicIndexed
dcl_input v[3][0].xyzw
dcl_input v[3][1].xyzw
dcl_input vGSInstanceID
dcl_temps 3
dcl_gsinstances 2
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output_siv o2.x, viewport_array_index
dcl_output_siv o2.y, rendertarget_array_index
dcl_maxout 3
ishl r0.x, vGSInstanceID.x, l(2)
mov r0.y, l(0)
loop 
  uge r0.z, r0.y, l(3)
  breakc_nz r0.z
  dp4 r0.z, v[r0.y + 0][0].xyzw, cb0[r0.x + 0].xyzw
  dp4 r0.w, v[r0.y + 0][0].xyzw, cb0[r0.x + 1].xyzw
  dp4 r1.x, v[r0.y + 0][0].xyzw, cb0[r0.x + 2].xyzw
  dp4 r1.y, v[r0.y + 0][0].xyzw, cb0[r0.x + 3].xyzw
  mov r1.z, vGSInstanceID.x
  mul r2.xyzw, cb0[r1.z + 8].xyzw, v[r0.y + 0][1].xyzw
  mov o0.x, r0.z
  mov o0.y, r0.w
  mov o0.z, r1.x
  mov o0.w, r1.y
  mov o1.xyzw, r2.xyzw
  mov o2.x, vGSInstanceID.x
  mov o2.y, vGSInstanceID.x
  emit_stream m0
  iadd r0.y, r0.y, l(1)
endloop 
ret 
