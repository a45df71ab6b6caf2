// The same, each test written as an empty `if` and an `else`.
float4 c1 : register(c1);
bool b12 : register(b12);
float4 main(float4 v0 : TEXCOORD0) : COLOR0 {
    precise float4 r0 = v0;
    precise float4 r1 = c1;
    [branch] if (b12) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b12) {
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    return r0 + r1;
}
