module counter_0009_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire       enc_a,
    input  wire       enc_b,
    output wire [1:0] position
);
    localparam ST_POS3 = 2'd0;
    localparam ST_POS2 = 2'd1;
    localparam ST_POS1 = 2'd2;
    localparam ST_POS0 = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_POS0;
        end else if (current == ST_POS0) begin
            if ({enc_a, enc_b} == 2'b01)
                current <= ST_POS1;
            else if ({enc_a, enc_b} == 2'b10)
                current <= ST_POS3;
        end else if (current == ST_POS1) begin
            if ({enc_a, enc_b} == 2'b11)
                current <= ST_POS2;
            else if ({enc_a, enc_b} == 2'b00)
                current <= ST_POS0;
        end else if (current == ST_POS2) begin
            if ({enc_a, enc_b} == 2'b10)
                current <= ST_POS3;
            else if ({enc_a, enc_b} == 2'b01)
                current <= ST_POS1;
        end else if (current == ST_POS3) begin
            if ({enc_a, enc_b} == 2'b00)
                current <= ST_POS0;
            else if ({enc_a, enc_b} == 2'b11)
                current <= ST_POS2;
        end
    end

    assign position = (current == ST_POS1) ? 2'd1 : (current == ST_POS2) ? 2'd2 : (current == ST_POS3) ? 2'd3 : 2'd0;
endmodule
