module protocol_controller_0010_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire       pkt_start,
    input  wire       tx_ready,
    input  wire       payload_last,
    output wire       tx_valid,
    output wire [1:0] field_sel
);
    localparam ST_TRAILER = 2'd0;
    localparam ST_PAYLOAD = 2'd1;
    localparam ST_HEADER = 2'd2;
    localparam ST_IDLE = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_IDLE;
        end else if (current == ST_IDLE) begin
            if (pkt_start)
                current <= ST_HEADER;
        end else if (current == ST_HEADER) begin
            if (tx_ready)
                current <= ST_PAYLOAD;
        end else if (current == ST_PAYLOAD) begin
            if (tx_ready && payload_last)
                current <= ST_TRAILER;
        end else if (current == ST_TRAILER) begin
            if (tx_ready && pkt_start)
                begin current <= ST_HEADER; current <= ST_IDLE; end
            else if (tx_ready)
                current <= ST_IDLE;
        end
    end

    assign tx_valid = (current == ST_HEADER) ? 1'b1 : (current == ST_PAYLOAD) ? 1'b1 : (current == ST_TRAILER) ? 1'b1 : 1'b0;
    assign field_sel = (current == ST_PAYLOAD) ? 2'd1 : (current == ST_TRAILER) ? 2'd2 : 2'd0;
endmodule
