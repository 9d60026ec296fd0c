module sequence_detector_0006_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_valid,
    input  wire       din,
    output wire       detect,
    output wire [1:0] progress
);
    localparam ST_FOUND = 2'd0;
    localparam ST_GOT10 = 2'd1;
    localparam ST_GOT1 = 2'd2;
    localparam ST_IDLE = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_IDLE;
        end else if (current == ST_IDLE) begin
            if (bit_valid && din)
                current <= ST_GOT1;
        end else if (current == ST_GOT1) begin
            if (bit_valid && !din)
                current <= ST_GOT10;
        end else if (current == ST_GOT10) begin
            if (bit_valid && din)
                current <= ST_FOUND;
            else if (bit_valid && !din)
                current <= ST_IDLE;
        end else if (current == ST_FOUND) begin
            if (bit_valid && din)
                current <= ST_GOT1;
            else if (bit_valid && !din || detect)
                current <= ST_GOT10;
        end
    end

    assign detect = (current == ST_FOUND) ? 1'b1 : 1'b0;
    assign progress = (current == ST_GOT1) ? 2'd1 : (current == ST_GOT10) ? 2'd2 : (current == ST_FOUND) ? 2'd3 : 2'd0;
endmodule
