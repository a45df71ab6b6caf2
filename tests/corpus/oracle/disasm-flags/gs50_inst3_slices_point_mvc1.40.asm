gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[2], immediateIndexed
dcl_input v[1][0].xyzw
dcl_input vGSInstanceID
dcl_temps 1
dcl_gsinstances 3
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output_siv o2.x, rendertarget_array_index
dcl_maxout 1
mad r0.xy, cb0[0].wwww, l(1.000000, 0.000000, 0.000000, 0.000000), v[0][0].xyxx
mov o0.xy, r0.xyxx
utof r0.x, vGSInstanceID.x
add r0.x, r0.x, l(0.500000)
mul r0.z, r0.x, l(0.333333)
mov o0.z, r0.z
mov o0.w, l(1.000000)
mov r0.xy, l(1.000000,0,0,0)
mad r0.xyz, r0.xyzx, cb0[0].xyzx, cb0[1].xyzx
mov o1.xyz, r0.xyzx
mov o2.x, vGSInstanceID.x
emit_stream m0
ret 
