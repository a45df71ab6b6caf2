// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c23 : register(c23);
float4 c26 : register(c26);
float4 c28 : register(c28);
float4 c29 : register(c29);
float4 c30 : register(c30);
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
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c26.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c28.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c29.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c23.xyzw;
    }
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c30.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c28.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
