<pre><body bgcolor="#000000"><font color = "#a0a0a0"></font><font color = "#e0e0e0">vs_4_0
<font color = "#ffff40">dcl_input</font> v0.xyzw
<font color = "#ffff40">dcl_output_siv</font> o0.xyzw, position
<!-- id=0 --><font color = "#ffff40">mov</font> o0.xyzw, v0.xyzw
<!-- id=1 --><font color = "#ffff40">ret</font> 
</font></pre>