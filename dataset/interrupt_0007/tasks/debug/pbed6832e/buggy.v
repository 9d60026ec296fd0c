module interrupt_0007_nested_if (
    input  wire clk,
    input  wire rst,
    input  wire source_event,
    input  wire ack,
    input  wire eoi,
    output wire irq_req,
    output wire in_service,
    output wire repeat_pending
);
    localparam ST_SERVICE_PEND = 2'd0;
    localparam ST_SERVICE = 2'd1;
    localparam ST_REQUEST = 2'd2;
    localparam ST_IDLE = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_IDLE;
        end else if (current == ST_IDLE) begin
            if (source_event)
                current <= ST_REQUEST;
        end else if (current == ST_REQUEST) begin
            if (ack)
                current <= ST_SERVICE;
        end else if (current == ST_SERVICE) begin
            if (eoi || source_event)
                current <= ST_REQUEST;
            else if (eoi)
                current <= ST_IDLE;
            else if (source_event)
                current <= ST_SERVICE_PEND;
        end else if (current == ST_SERVICE_PEND) begin
            if (eoi)
                current <= ST_REQUEST;
        end
    end

    assign irq_req = (current == ST_REQUEST) ? 1'b1 : 1'b0;
    assign in_service = (current == ST_SERVICE) ? 1'b1 : (current == ST_SERVICE_PEND) ? 1'b1 : 1'b0;
    assign repeat_pending = (current == ST_SERVICE_PEND) ? 1'b1 : 1'b0;
endmodule
