// A Direct3D 9 pixel shader (ps_2_0): the interpolated colour.
float4 main(float4 col : COLOR0) : COLOR
{
    return col;
}
