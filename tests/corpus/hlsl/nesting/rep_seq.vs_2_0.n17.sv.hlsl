// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c23 : register(c23);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c21.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c23.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    {
        r0.xy = r0.xy + r1.xy;
    }
    {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
