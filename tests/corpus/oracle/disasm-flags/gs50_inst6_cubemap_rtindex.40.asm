gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[24], dynamicIndexed
dcl_input v[3][0].xyzw
dcl_input v[3][1].xyz
dcl_input v[3][2].xy
dcl_input vGSInstanceID
dcl_temps 2
dcl_gsinstances 6
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output o2.xy
dcl_output_siv o3.x, rendertarget_array_index
dcl_maxout 3
ishl r0.x, vGSInstanceID.x, l(2)
mov r0.y, l(0)
loop 
  ige r0.z, r0.y, l(3)
  breakc_nz r0.z
  dp4 r0.z, v[r0.y + 0][0].xyzw, cb0[r0.x + 0].xyzw
  dp4 r0.w, v[r0.y + 0][0].xyzw, cb0[r0.x + 1].xyzw
  dp4 r1.x, v[r0.y + 0][0].xyzw, cb0[r0.x + 2].xyzw
  dp4 r1.y, v[r0.y + 0][0].xyzw, cb0[r0.x + 3].xyzw
  mov o0.x, r0.z
  mov o0.y, r0.w
  mov o0.z, r1.x
  mov o0.w, r1.y
  mov o1.xyz, v[r0.y + 0][1].xyzx
  mov o2.xy, v[r0.y + 0][2].xyxx
  mov o3.x, vGSInstanceID.x
  emit_stream m0
  iadd r0.y, r0.y, l(1)
endloop 
ret 
