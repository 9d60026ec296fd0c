module sequence_detector_0007_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire       ack,
    input  wire       clear_err,
    output wire [1:0] phase,
    output wire       proto_error
);
    localparam ST_ERROR = 3'd0;
    localparam ST_RELEASING = 3'd1;
    localparam ST_ACKED = 3'd2;
    localparam ST_REQUESTED = 3'd3;
    localparam ST_IDLE = 3'd4;
    reg [2:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_IDLE;
        end else if (current == ST_IDLE) begin
            if (req)
                ;
        end else if (current == ST_REQUESTED) begin
            if (ack)
                current <= ST_ACKED;
            else if (!req)
                current <= ST_ERROR;
        end else if (current == ST_ACKED) begin
            if (!req)
                current <= ST_RELEASING;
        end else if (current == ST_RELEASING) begin
            if (!ack)
                current <= ST_IDLE;
            else if (req)
                current <= ST_ERROR;
        end else if (current == ST_ERROR) begin
            if (clear_err)
                current <= ST_IDLE;
        end
    end

    assign phase = (current == ST_REQUESTED) ? 2'd1 : (current == ST_ACKED) ? 2'd2 : (current == ST_RELEASING) ? 2'd3 : 2'd0;
    assign proto_error = (current == ST_ERROR) ? 1'b1 : 1'b0;
endmodule
