<pre><body bgcolor="#000000"><font color = "#a0a0a0"></font><font color = "#e0e0e0">ps_4_0
<font color = "#ffff40">dcl_constantbuffer</font> cb0[1], immediateIndexed
<font color = "#ffff40">dcl_sampler</font> s0, mode_default
<font color = "#ffff40">dcl_resource</font><font color = "#ffff40">_texture2d</font> (float,float,float,float) t0
<font color = "#ffff40">dcl_input_ps</font> linear v1.xy
<font color = "#ffff40">dcl_input_ps</font> linear v2.xyzw
<font color = "#ffff40">dcl_output</font> o0.xyzw
<font color = "#ffff40">dcl_temps</font> 1
<!-- id=0 --><font color = "#ffff40">mul</font> r0.xy, v1.xyxx, l<font color = "#00ffff">(3.000000, 3.000000, 0.000000, 0.000000)</font>
<!-- id=1 --><font color = "#ffff40">sample</font> r0.xyzw, r0.xyxx, t0.xyzw, s0
<!-- id=2 --><font color = "#ffff40">add</font> r0.x, r0.x, -cb0[0].x
<!-- id=3 --><font color = "#ffff40">lt</font> r0.y, r0.x, l<font color = "#00ffff">(0.000000)</font>
<!-- id=4 --><font color = "#ffff40">mul_sat</font> r0.x, r0.x, l<font color = "#00ffff">(20.000000)</font>
<!-- id=5 --><font color = "#ffff40">add</font> r0.x, -r0.x, l<font color = "#00ffff">(1.000000)</font>
<!-- id=6 --><font color = "#ffff40">discard</font><font color = "#ffff40">_nz </font>r0.y
<!-- id=7 --><font color = "#ffff40">add</font> r0.yzw, -v2.xxyz, cb0[0].yyzw
<!-- id=8 --><font color = "#ffff40">mad</font> o0.xyz, r0.xxxx, r0.yzwy, v2.xyzx
<!-- id=9 --><font color = "#ffff40">mov</font> o0.w, v2.w
<!-- id=10 --><font color = "#ffff40">ret</font> 
</font></pre>