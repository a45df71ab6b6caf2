// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c14 : register(c14);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c18 : register(c18);
float4 c20 : register(c20);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c14.xyzw;
    }
    {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r0.yzwx;
    }
    {
        r0.xyzw = r0.xyzw + c20.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c20.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.yzwx;
    }
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c18.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
