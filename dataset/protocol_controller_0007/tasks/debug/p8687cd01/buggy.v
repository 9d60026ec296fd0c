module protocol_controller_0007_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire       rxd,
    input  wire       sample_tick,
    input  wire       last_bit,
    output wire [1:0] rx_phase,
    output wire       frame_valid
);
    localparam ST_DELIVER = 3'd0;
    localparam ST_STOP_BIT = 3'd1;
    localparam ST_DATA_BITS = 3'd2;
    localparam ST_START_BIT = 3'd3;
    localparam ST_HUNT = 3'd4;
    reg [2:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_HUNT;
        end else if (current == ST_HUNT) begin
            if (!rxd)
                current <= ST_START_BIT;
        end else if (current == ST_START_BIT) begin
            if (sample_tick && rxd)
                ;
            else if (sample_tick)
                current <= ST_DATA_BITS;
        end else if (current == ST_DATA_BITS) begin
            if (sample_tick && last_bit)
                current <= ST_STOP_BIT;
        end else if (current == ST_STOP_BIT) begin
            if (sample_tick && rxd)
                current <= ST_DELIVER;
            else if (sample_tick)
                current <= ST_HUNT;
        end else if (current == ST_DELIVER) begin
            if (1'b1)
                current <= ST_HUNT;
        end
    end

    assign rx_phase = (current == ST_START_BIT) ? 2'd1 : (current == ST_DATA_BITS) ? 2'd2 : (current == ST_STOP_BIT) ? 2'd3 : 2'd0;
    assign frame_valid = (current == ST_DELIVER) ? 1'b1 : 1'b0;
endmodule
