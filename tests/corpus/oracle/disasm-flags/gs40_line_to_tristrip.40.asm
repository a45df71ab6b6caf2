gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input_siv v[2][0].xyzw, position
dcl_input v[2][1].xyzw
dcl_temps 2
dcl_inputprimitive line 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.x
dcl_maxout 4
div r0.xy, v[0][0].xyxx, v[0][0].wwww
div r0.zw, v[1][0].xxxy, v[1][0].wwww
add r1.xy, -r0.xyxx, r0.zwzz
dp2 r1.z, r1.xyxx, r1.xyxx
rsq r1.z, r1.z
mul r1.xy, r1.zzzz, r1.xyxx
mov r1.z, -r1.y
mad r1.yw, r1.zzzx, cb0[6].zzzz, r0.xxxy
mad r0.xy, -r1.zxzz, cb0[6].zzzz, r0.xyxx
mul r0.xy, r0.xyxx, v[0][0].wwww
mul r1.yw, r1.yyyw, v[0][0].wwww
mov o0.xy, r1.ywyy
mov o0.zw, v[0][0].zzzw
mov o1.xyzw, v[0][1].xyzw
mov o2.x, l(-1.000000)
emit 
mov o0.xy, r0.xyxx
mov o0.zw, v[0][0].zzzw
mov o1.xyzw, v[0][1].xyzw
mov o2.x, l(1.000000)
emit 
mad r0.xy, r1.zxzz, cb0[6].zzzz, r0.zwzz
mad r0.zw, -r1.zzzx, cb0[6].zzzz, r0.zzzw
mul r0.xyzw, r0.xyzw, v[1][0].wwww
mov o0.xy, r0.xyxx
mov o0.zw, v[1][0].zzzw
mov o1.xyzw, v[1][1].xyzw
mov o2.x, l(-1.000000)
emit 
mov o0.xy, r0.zwzz
mov o0.zw, v[1][0].zzzw
mov o1.xyzw, v[1][1].xyzw
mov o2.x, l(1.000000)
emit 
ret 
