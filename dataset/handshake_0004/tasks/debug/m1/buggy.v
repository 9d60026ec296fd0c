module handshake_0004_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire [7:0] in_data,
    input  wire       out_ready,
    output wire       in_ready,
    output wire       out_valid,
    output wire [7:0] out_data
);
    reg vld;
    reg [7:0] dat;
    reg vld_next;
    reg [7:0] dat_next;

    always @* begin
        if (in_valid && (!vld || out_ready))
            vld_next = 1'b1;
        else if (out_ready)
            vld_next = 1'b0;
        else
            vld_next = vld;
    end

    always @* begin
        if (in_valid)
            dat_next = in_data;
        else
            dat_next = dat;
    end

    always @(posedge clk) begin
        if (rst) begin
            vld <= 1'b0;
            dat <= 8'd0;
        end else begin
            vld <= vld_next;
            dat <= dat_next;
        end
    end

    assign in_ready = !vld || out_ready;
    assign out_valid = vld;
    assign out_data = dat;
endmodule
