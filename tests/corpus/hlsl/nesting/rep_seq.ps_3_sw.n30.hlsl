// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c14 : register(c14);
float4 c16 : register(c16);
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
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c14.xyzw;
    }
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r0.yzwx;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
