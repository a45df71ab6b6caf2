gs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input_siv v[4][0].xyzw, position
dcl_temps 5
dcl_inputprimitive lineadj 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_maxout 4
div r0.xy, v[0][0].xyxx, v[0][0].wwww
div r0.zw, v[1][0].xxxy, v[1][0].wwww
add r0.xy, -r0.xyxx, r0.zwzz
dp2 r1.x, r0.xyxx, r0.xyxx
rsq r1.x, r1.x
div r1.yz, v[2][0].xxyx, v[2][0].wwww
add r2.xy, -r0.zwzz, r1.yzyy
dp2 r1.w, r2.xyxx, r2.xyxx
rsq r1.w, r1.w
mul r3.xy, r1.wwww, r2.xyxx
mad r0.xy, r0.xyxx, r1.xxxx, r3.xyxx
dp2 r1.x, r0.xyxx, r0.xyxx
rsq r1.x, r1.x
mul r4.xy, r0.xyxx, r1.xxxx
mov r4.zw, -r4.yyyy
mov r2.zw, -r2.yyyy
dp2 r0.x, r2.xzxx, r2.xwxx
mul r1.xw, r2.yyyx, l(-1.000000, 0.000000, 0.000000, 1.000000)
rsq r0.x, r0.x
mul r0.xy, r0.xxxx, r1.xwxx
dp2 r0.x, r4.zxzz, r0.xyxx
max r0.x, r0.x, l(0.250000)
div r0.x, cb0[6].z, r0.x
mad r1.xw, r4.wwwx, r0.xxxx, r0.zzzw
mad r0.xy, -r4.wxww, r0.xxxx, r0.zwzz
mul r0.xy, r0.xyxx, v[1][0].wwww
mul r0.zw, r1.xxxw, v[1][0].wwww
mov o0.xy, r0.zwzz
mov o0.zw, v[1][0].zzzw
mov o1.xy, l(0,0,0,0)
emit 
mov o0.xy, r0.xyxx
mov o0.zw, v[1][0].zzzw
mov o1.xy, l(0,1.000000,0,0)
emit 
div r0.xy, v[3][0].xyxx, v[3][0].wwww
add r0.xy, -r1.yzyy, r0.xyxx
mov r0.zw, -r0.yyyy
dp2 r0.z, r0.xzxx, r0.xwxx
rsq r0.z, r0.z
mul r1.xw, r0.yyyx, l(-1.000000, 0.000000, 0.000000, 1.000000)
mul r0.zw, r0.zzzz, r1.xxxw
dp2 r1.x, r0.xyxx, r0.xyxx
rsq r1.x, r1.x
mad r0.xy, r0.xyxx, r1.xxxx, r3.xyxx
dp2 r1.x, r0.xyxx, r0.xyxx
rsq r1.x, r1.x
mul r2.xy, r0.xyxx, r1.xxxx
mov r2.zw, -r2.yyyy
dp2 r0.x, r2.zxzz, r0.zwzz
max r0.x, r0.x, l(0.250000)
div r0.x, cb0[6].z, r0.x
mad r0.yz, r2.wwxw, r0.xxxx, r1.yyzy
mad r0.xw, -r2.wwwx, r0.xxxx, r1.yyyz
mul r0.xyzw, r0.xyzw, v[2][0].wwww
mov o0.xy, r0.yzyy
mov o0.zw, v[2][0].zzzw
mov o1.xy, l(1.000000,0,0,0)
emit 
mov o0.xy, r0.xwxx
mov o0.zw, v[2][0].zzzw
mov o1.xy, l(1.000000,1.000000,0,0)
emit 
ret 
