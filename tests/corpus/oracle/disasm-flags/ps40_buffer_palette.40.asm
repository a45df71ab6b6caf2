ps_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_buffer (uint,uint,uint,uint) t0
dcl_resource_buffer (float,float,float,float) t1
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xyzw
dcl_temps 2
ftou r0.xy, v0.xyxx
imad r0.x, r0.y, cb0[0].x, r0.x
ld r0.xyzw, r0.xxxx, t0.xyzw
ushr r0.y, r0.x, l(8)
and r0.x, r0.x, l(255)
ld r1.xyzw, r0.xxxx, t1.xyzw
utof r0.x, r0.y
mul r0.x, r0.x, l(0.003922)
mul o0.xyzw, r0.xxxx, r1.xyzw
ret 
