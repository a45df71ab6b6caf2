// The same reduction from precise registers: the compiler multiplies by
// F and by 1/(2 pi) apart (mul, mul, add), which rounds twice.
float4 main(float4 v : TEXCOORD0) : COLOR
{
    precise float4 r0 = v;
    precise float4 r1 = 0;
    r1.y = sin(r0.x * 1.2566371);
    return r1;
}
