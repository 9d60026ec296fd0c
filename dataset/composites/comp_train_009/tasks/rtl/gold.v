module comp_train_009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_load,
    input  wire [3:0] p0_load_value,
    input  wire       p0_up,
    input  wire       p0_down,
    input  wire       p1_pkt_start,
    input  wire       p1_payload_last,
    input  wire       p1_tx_ready_force,
    output wire [3:0] p0_count,
    output wire       p0_at_max,
    output wire       p0_at_min,
    output wire       p1_tx_valid,
    output wire [1:0] p1_field_sel
);
    reg p1_tx_ready;
    always @* begin
        p1_tx_ready = p0_at_max | p1_tx_ready_force;
    end
    counter_0001 p0 (
        .at_min(p0_at_min),
        .at_max(p0_at_max),
        .count(p0_count),
        .down(p0_down),
        .up(p0_up),
        .load_value(p0_load_value),
        .load(p0_load),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0010 p1 (
        .field_sel(p1_field_sel),
        .tx_valid(p1_tx_valid),
        .payload_last(p1_payload_last),
        .tx_ready(p1_tx_ready),
        .pkt_start(p1_pkt_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
